import {
  addContactDataSchema,
  captchaSchema,
  type AddContactRequest,
  type CaptchaKind,
} from '../../api/contract/contactUs';
import * as paths from '../../api/contract/paths';
import type { Gateway } from '../../api/gateway';

/** requirements#contact-us: a captcha, and the message sent with its answer (public calls). */
export function contactUsEndpoints(gateway: Gateway) {
  return {
    captcha: (kind: CaptchaKind, signal?: AbortSignal) =>
      gateway.call(paths.contactCaptcha, { body: { kind }, schema: captchaSchema, signal }),
    addContact: (request: AddContactRequest) =>
      gateway.call(paths.addContact, { body: request, schema: addContactDataSchema }),
  };
}
