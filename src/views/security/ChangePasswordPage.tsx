// TODO(issue 3): being built.
export function ChangePasswordPage() {
  return null;
}
