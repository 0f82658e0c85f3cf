// TODO(issue 3): being built.
export function ResetPasswordPage(_props: { linkData: string }) {
  return null;
}
