import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../views/account/SignUpPage';

/** seed 001 §2.1: registration, then activation. */
export const Route = createFileRoute('/signup')({ component: SignUpPage });
