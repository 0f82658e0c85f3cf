import { createFileRoute } from '@tanstack/react-router';
import { ConfiguredPage } from '../../views/pages/ConfiguredPage';

/** seed 001 §2.1 Home and account: my QR code. */
export const Route = createFileRoute('/app/myQrCode')({ component: () => <ConfiguredPage route="/app/myQrCode" /> });
