// TODO(issue 3): being built.
export function ResetPinPage() {
  return null;
}
