import { useRouterState, useSearch } from '@tanstack/react-router'
import { useReducer, useState, type FormEvent } from 'react'
import { IdentityError, socialLoginUrl } from '../../api/idp'
import { useCredentialsSubmit, useForgotPassword } from '../../api/idp-changes'
import { browser } from '../../platform/browser'
import { useSite } from '../../platform/use-site'
import { errorText } from '../../components/error-text'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { issueText, validateEmail, validatePassword, type Issue } from '../../forms/validators'
import { useRichT, useT, type Translate } from '../../i18n'
import { Button } from '../../ui/Button'
import { Icon } from '../../ui/Icon'
import { PasswordField } from '../../ui/PasswordField'
import { TextField } from '../../ui/TextField'
import { authTransition, initialAuthState, type AuthEvent, type AuthState } from './auth-view'
import styles from './IdentityViews.module.css'

/** An identity-provider error in the user's language where the seed names it (docs/product/identity.md#password-rule). */
function identityErrorText(error: unknown, t: Translate): string {
  if (error instanceof IdentityError) {
    if (error.reason === 'prohibited_domain') return t('identity.providerErrors.prohibitedDomain')
    if (error.reason === 'invalid_signup') return t('identity.providerErrors.invalidSignup')
    if (error.reason === 'too_many_requests') return t('identity.providerErrors.tooManyRequests')
  }
  return errorText(error, t)
}


/**
 * The username/password views of the sign-in screen, driven by the auth view machine
 * (`auth-view.ts`). Every submit goes through `api/idp.ts`.
 */
export function IdentityViews() {
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const [state, dispatch] = useReducer(authTransition, search, initialAuthState)

  switch (state.view) {
    case 'login':
    case 'signup':
      return <CredentialsView key={state.view} state={state} dispatch={dispatch} />
    case 'forgot_password':
      return <ForgotPasswordView dispatch={dispatch} />
    case 'waiting_signup_confirmation':
    case 'waiting_forgot_confirmation':
      return <CheckEmailView state={state} dispatch={dispatch} />
  }
}

type ViewProps = { state: AuthState; dispatch: (event: AuthEvent) => void }

function useReturnPath(): string {
  return useRouterState({ select: (s) => s.location.href })
}

function CredentialsView({ state, dispatch }: ViewProps) {
  const t = useT()
  const richT = useRichT()
  const { config } = useSite()
  const returnPath = useReturnPath()
  const isLogin = state.view === 'login'
  const [email, setEmail] = useState(state.email)
  const [password, setPassword] = useState('')
  const [issues, setIssues] = useState<{ email?: Issue | undefined; password?: Issue | undefined }>({})
  const invalid = useFocusFirstInvalid()

  const submitCall = useCredentialsSubmit(config, (address, verified) =>
    dispatch({ type: 'signed_up', email: address, verified }),
  )

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = {
      email: validateEmail(email),
      password: isLogin ? (password === '' ? { key: 'validation.required' as const } : undefined) : validatePassword(password),
    }
    setIssues(found)
    if (found.email || found.password) invalid.refused()
    else
      submitCall.mutate(
        isLogin
          ? { kind: 'login', username: email.trim(), password, returnPath }
          : { kind: 'signup', email: email.trim(), password },
      )
  }

  return (
    <div className={styles.view}>
      <h2 className={styles.heading}>{isLogin ? t('identity.views.logIn') : t('identity.views.signUpTitle')}</h2>
      <form ref={invalid.ref} className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label={t('identity.views.email')}
          type="email"
          name="username"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={issueText(t, issues.email)}
        />
        <PasswordField
          label={t('identity.views.password')}
          name="password"
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={issueText(t, issues.password)}
          showLabel={t('identity.views.showPassword')}
          hideLabel={t('identity.views.hidePassword')}
        />
        {!isLogin && (
          <p className={styles.small}>
            {richT('identity.views.terms', {
              terms: (
                <a href={config.termsUrl} target="_blank" rel="noreferrer">
                  {t('identity.views.termsLink')}
                </a>
              ),
            })}
          </p>
        )}
        <Button type="submit" disabled={submitCall.isPending}>
          {isLogin ? t('identity.views.logIn') : t('identity.views.signUp')}
        </Button>
        {isLogin && (
          <button type="button" className={styles.link} onClick={() => dispatch({ type: 'forgot' })}>
            {t('identity.views.forgotLink')}
          </button>
        )}
        {submitCall.isError && (
          <p role="alert" className={styles.error}>
            {t('common.error', { message: identityErrorText(submitCall.error, t) })}
          </p>
        )}
      </form>
      <div className={styles.or}>
        <span>{t('common.or')}</span>
      </div>
      <button
        type="button"
        className={styles.social}
        onClick={() => browser.assign(socialLoginUrl(config, 'google-oauth2', returnPath))}
      >
        <Icon name="google" />
        {t('identity.views.google')}
      </button>
      <button type="button" className={styles.link} onClick={() => dispatch({ type: 'toggle' })}>
        {isLogin ? t('identity.views.toSignUp') : t('identity.views.toLogIn')}
      </button>
    </div>
  )
}

function ForgotPasswordView({ dispatch }: { dispatch: ViewProps['dispatch'] }) {
  const t = useT()
  const { config } = useSite()
  const [email, setEmail] = useState('')
  const [issue, setIssue] = useState<Issue>()
  const invalid = useFocusFirstInvalid()
  const forgotCall = useForgotPassword(config, (address) => dispatch({ type: 'forgot_sent', email: address }))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = validateEmail(email)
    setIssue(found)
    if (found) invalid.refused()
    else forgotCall.mutate(email.trim())
  }

  return (
    <div className={styles.view}>
      <h2 className={styles.heading}>{t('identity.views.forgotTitle')}</h2>
      <p className={styles.small}>{t('identity.views.forgotText')}</p>
      <form ref={invalid.ref} className={styles.form} noValidate onSubmit={submit}>
        <TextField
          label={t('identity.views.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={issueText(t, issue)}
        />
        <Button type="submit" disabled={forgotCall.isPending}>
          {t('identity.views.forgotSubmit')}
        </Button>
        {forgotCall.isError && (
          <p role="alert" className={styles.error}>
            <strong>{t('common.errorLabel')}</strong> {identityErrorText(forgotCall.error, t)}
          </p>
        )}
      </form>
      <button type="button" className={styles.link} onClick={() => dispatch({ type: 'back' })}>
        {t('identity.views.backToLogIn')}
      </button>
    </div>
  )
}

function CheckEmailView({ state, dispatch }: ViewProps) {
  const t = useT()
  const text =
    state.view === 'waiting_signup_confirmation'
      ? t('identity.views.verifyEmailSent', { email: state.email })
      : t('identity.views.resetPasswordSent', { email: state.email })
  return (
    <div className={styles.view}>
      <h2 className={styles.heading}>{t('identity.views.checkEmail')}</h2>
      <p role="status">{text}</p>
      <button type="button" className={styles.link} onClick={() => dispatch({ type: 'back' })}>
        {t('identity.views.backToLogIn')}
      </button>
    </div>
  )
}
