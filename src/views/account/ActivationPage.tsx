// TODO(issue 3): being built.
export function ActivationPage() {
  return null;
}
