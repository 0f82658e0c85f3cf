// TODO(issue 3): being built.
export function MyAccountPage() {
  return null;
}
