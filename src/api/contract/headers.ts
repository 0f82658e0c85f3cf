/** Header and cookie names of the gateway contract (requirements#headers). */
export const headerNames = {
  /** Basic login credential, content-service credential, or `Bearer <authorize token>`. */
  authorization: 'Authorization',
  /** `Bearer <front_access_token>`: the app/device token from the client-credentials login. */
  accessToken: 'X-Access-Token',
  /** `Bearer <front_authorize_token>`: the signed-in user's session token, on every call when present. */
  authorizedToken: 'X-Authorized-Token',
  accessChannel: 'X-Access-Channel',
  /** base64url(JSON) of the device information. */
  deviceInfo: 'X-Device-Info',
  /** The API language code (requirements#languages: en=enUS, ar=arAR, ku=kuKU). */
  language: 'X-Language',
  csrf: 'X-XSRF-TOKEN',
} as const;

export const csrfCookieName = 'XSRF-TOKEN';
export const accessChannel = 'WEBSITE_APP';
