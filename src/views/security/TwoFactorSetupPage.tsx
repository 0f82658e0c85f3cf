// TODO(issue 3): being built.
export function TwoFactorSetupPage() {
  return null;
}
