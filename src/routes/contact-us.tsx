import { createFileRoute } from '@tanstack/react-router';
import { ContactUsPage } from '../flows/contactUs/ContactUsPage';

/** requirements#contact-us: the public contact form. */
export const Route = createFileRoute('/contact-us')({ component: ContactUsPage });
