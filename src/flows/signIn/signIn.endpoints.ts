import type { UserCategory } from '../../api/contract/categories';
import * as paths from '../../api/contract/paths';
import { validateLoginDataSchema, verify2FADataSchema } from '../../api/contract/schemas';
import type { Gateway } from '../../api/gateway';

export function signInEndpoints(gateway: Gateway) {
  return {
    validateLogin: (
      input: { login: string; password: string; category: UserCategory; captchaId?: string; captchaAnswer?: string },
      signal?: AbortSignal,
    ) =>
      gateway.call(paths.validateLogin, {
        body: {
          userName: input.login,
          password: input.password,
          grant_type: 'password',
          // issue 19: the captcha's answer, when the server asked for one
          ...(input.captchaId === undefined ? {} : { captchaId: input.captchaId, captchaAnswer: input.captchaAnswer }),
        },
        category: input.category,
        schema: validateLoginDataSchema,
        signal,
      }),
    /** the authenticator's code, or a recovery code in its place */
    verify2FAToken: (
      input: { challengeToken: string } & ({ code: string } | { recoveryCode: string }),
      signal?: AbortSignal,
    ) =>
      gateway.call(paths.verify2FAToken, {
        body: 'code' in input ? { token: input.code } : { recoveryCode: input.recoveryCode },
        authorizeToken: input.challengeToken,
        schema: verify2FADataSchema,
        signal,
      }),
  };
}
