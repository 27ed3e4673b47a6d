import { errorList, field, page } from '../../http/html.js';

/** The `/login` page: the single sign-on part and, where allowed, the password form. */
export function loginPage(
  values: { organizationSlug?: string; email?: string },
  errors: string[],
  notice = '',
  options: { sso?: string; password?: boolean } = {},
) {
  const passwordForm =
    options.password === false
      ? ''
      : `<form method="post" action="/login">
${field('organizationSlug', 'Organization', { value: values.organizationSlug ?? '', hint: 'The slug chosen at setup.' })}
${field('email', 'Email', { type: 'email', value: values.email ?? '', autocomplete: 'username' })}
${field('password', 'Password', { type: 'password', autocomplete: 'current-password' })}
<button type="submit">Sign in</button>
</form>`;
  return page('Sign in', `${notice}${errorList(errors)}${options.sso ?? ''}\n${passwordForm}`);
}
