/** The sign-up form's values (spec section 5). */
export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

/** 'Passwords do not match' shows once both are typed and they differ. */
export function passwordsMismatch(values: Pick<RegisterValues, 'password' | 'confirmPassword'>): boolean {
  return (
    values.password.length > 0 &&
    values.confirmPassword.length > 0 &&
    values.password !== values.confirmPassword
  );
}

/** The password rule the server holds (better-auth's minimum and maximum length). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** What keeps the sign-up form from being sent, in the order of the fields. */
export type RegisterProblem =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'emailInvalid'
  | 'password'
  | 'passwordShort'
  | 'confirmPassword'
  | 'mismatch'
  | 'terms';

/** An address with something before and after one @ and a dot in the domain (the server checks the rest). */
const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** Every problem of the sign-up form, in field order; empty when it can be sent. */
export function registerProblems(values: RegisterValues): RegisterProblem[] {
  const problems: RegisterProblem[] = [];
  if (!values.firstName.trim()) problems.push('firstName');
  if (!values.lastName.trim()) problems.push('lastName');
  if (!values.email.trim()) problems.push('email');
  else if (!looksLikeEmail(values.email)) problems.push('emailInvalid');
  if (!values.password) problems.push('password');
  else if (values.password.length < PASSWORD_MIN) problems.push('passwordShort');
  if (!values.confirmPassword) problems.push('confirmPassword');
  else if (passwordsMismatch(values)) problems.push('mismatch');
  if (!values.terms) problems.push('terms');
  return problems;
}

/**
 * The form can be sent when every field is filled, the password has at least 8 characters, the passwords match and
 * the terms box is ticked (spec section 9, with the server's password rule).
 */
export function canSubmitRegister(values: RegisterValues): boolean {
  return registerProblems(values).length === 0;
}

/** Sign-in needs an email and a password. */
export function canSubmitLogin(values: { email: string; password: string }): boolean {
  return values.email.trim().length > 0 && values.password.length > 0;
}
