// TODO(issue 3): being built.
export function SignUpPage() {
  return null;
}
