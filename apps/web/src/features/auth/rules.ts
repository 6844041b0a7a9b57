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

/** Submit is enabled only when every field is filled, the passwords match and the terms box is ticked. */
export function canSubmitRegister(values: RegisterValues): boolean {
  const filled = [values.firstName, values.lastName, values.email].every((value) => value.trim().length > 0);
  return (
    filled &&
    values.password.length > 0 &&
    values.confirmPassword.length > 0 &&
    values.password === values.confirmPassword &&
    values.terms
  );
}

/** Sign-in needs an email and a password. */
export function canSubmitLogin(values: { email: string; password: string }): boolean {
  return values.email.trim().length > 0 && values.password.length > 0;
}
