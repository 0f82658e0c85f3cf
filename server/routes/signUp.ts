import type { Hono } from 'hono';
import type { AppServices } from '../http/services';

// TODO(issue 3): routes of this module are being built.
export function signUpRoutes(_api: Hono, _svc: AppServices): void {}
