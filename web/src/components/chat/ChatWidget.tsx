import { useEffect } from 'react'
import { browser } from '../../platform/browser'
import { isDevelopmentHost } from '../../platform/environment'
import { useSite } from '../../platform/use-site'
import { useUser } from '../../platform/use-user'
import { activeChat, chatEmbed, chatLoadDelay, injectChat } from './chat-embed'

/**
 * The optional support chat (docs/product/config.md#console-components): the site's provider script is added
 * `chatLoadDelay` after the signed-in app is ready. Never on development hosts (docs/product/config.md#brands-and-themes), so local
 * runs and tests download no third-party code. Renders nothing itself.
 */
export function ChatWidget() {
  const { config } = useSite()
  const user = useUser()
  const chat = activeChat(config)
  const { first_name, last_name } = user.profile_data
  const name = `${first_name} ${last_name}`.trim() || user.name
  const userHash = user.intercom_user_hash
  const email = user.profile_data.email

  useEffect(() => {
    if (!chat || isDevelopmentHost(browser.hostname())) return
    const timer = setTimeout(() => {
      try {
        injectChat(chat.type, chatEmbed(chat, userHash ? { name, email, userHash } : { name }))
      } catch (error) {
        console.error(error)
      }
    }, chatLoadDelay)
    return () => clearTimeout(timer)
  }, [chat, name, email, userHash])

  return null
}
