import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../flows/signUp/SignUpPage';

/** requirements#sign-up: registration, then activation. */
export const Route = createFileRoute('/signup')({ component: SignUpPage });
