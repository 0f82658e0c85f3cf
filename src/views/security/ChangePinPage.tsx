// TODO(issue 3): being built.
export function ChangePinPage() {
  return null;
}
