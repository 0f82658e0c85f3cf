/** What the sign-in page says first: why the user is here (a flow just finished, or a session ended). */
export const signInNotices = ['activated', 'passwordReset', 'pinReset', 'inactive', 'expired', 'elsewhere'] as const;
export type SignInNotice = (typeof signInNotices)[number];

export function isSignInNotice(value: unknown): value is SignInNotice {
  return (signInNotices as readonly unknown[]).includes(value);
}
