import { DeveloperError } from '../../api/errors'
import type { ChatConfig } from '../../api/config'

/** docs/product/config.md#console-components: the support chat loads this long after the app is ready. */
export const chatLoadDelay = 1500

/**
 * Who is chatting, for the providers that take it; `email` and `userHash` only when the user
 * carries `intercom_user_hash` (docs/product/identity.md#user).
 */
export type Visitor = { name: string; email?: string; userHash?: string }

/** A provider's loader script and the settings it reads from `window` when it runs. */
export type ChatEmbed = { src: string; globals: Record<string, unknown> }

const id = (value: string | null | undefined) => encodeURIComponent(value ?? '')

/**
 * The embed for a site's chat provider (docs/product/config.md#console-components "Support chat"): Lead-booster by
 * companyId and playbookUuid, the live-chat embed by property_id and widget_id, the Intercom-style
 * widget by app_id with the visitor's name (and email and user hash when the user has a hash, so the
 * provider can verify who chats), the others by a bot id. Any other type is refused
 * with 'Unsupported chat provider type' (docs/product/config.md#console-components).
 */
export function chatEmbed(chat: ChatConfig, visitor: Visitor): ChatEmbed {
  switch (chat.type as string) {
    case 'intercom':
      return {
        src: `https://widget.intercom.io/widget/${id(chat.app_id)}`,
        globals: { intercomSettings: { app_id: chat.app_id, ...intercomVisitor(visitor) } },
      }
    case 'tawk':
      return { src: `https://embed.tawk.to/${id(chat.property_id)}/${id(chat.widget_id)}`, globals: {} }
    case 'leadbooster':
      return {
        src: 'https://leadbooster-chat.pipedrive.com/assets/loader.js',
        globals: {
          pipedriveLeadboosterConfig: {
            base: 'leadbooster-chat.pipedrive.com',
            companyId: Number(chat.companyId),
            playbookUuid: chat.playbookUuid,
            version: 2,
          },
        },
      }
    case 'qiscus':
      return { src: `https://qiscus-sdk.s3-ap-southeast-1.amazonaws.com/public/qismo/qismo-v4.js?appId=${id(chat.bot_id)}`, globals: {} }
    case 'botika':
      return { src: `https://chat.botika.online/client/assets/js/botika.widget.js?bot=${id(chat.bot_id)}`, globals: {} }
    case 'oncehub':
      return { src: `https://cdn.oncehub.com/co/widget.js?website_id=${id(chat.bot_id)}`, globals: {} }
    default:
      throw new DeveloperError('Unsupported chat provider type')
  }
}

/** A verified visitor (with a user hash) goes with email, hash and name; anyone else by name alone. */
function intercomVisitor({ name, email, userHash }: Visitor) {
  return userHash ? { email, user_hash: userHash, name } : { name }
}

/** The site's chat, when it has one that is on (docs/product/config.md#console-components: a provider config exists and is not disabled). */
export function activeChat(config: { chatEnabled: boolean; chatConfig?: ChatConfig | null }): ChatConfig | undefined {
  const chat = config.chatConfig
  return config.chatEnabled && chat && !chat.disabled ? chat : undefined
}

const marker = 'data-chat-provider'

/** Adds the provider's script to the page once; a second call while it is there does nothing. */
export function injectChat(provider: string, embed: ChatEmbed, doc: Document = document) {
  if (doc.querySelector(`script[${marker}]`)) return
  Object.assign(doc.defaultView ?? {}, embed.globals)
  const script = doc.createElement('script')
  script.async = true
  script.src = embed.src
  script.setAttribute(marker, provider)
  doc.body.append(script)
}
