// TODO(issue 3): being built.
export function ForgotPasswordPage() {
  return null;
}
