// TODO(issue 3): being built.
export function ForgotPinPage() {
  return null;
}
