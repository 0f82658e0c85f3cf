import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../../views/pages/ServicePage';

/** seed 001 §2.2: service routes under /app/service/, the user's when their menus lead there. */
export const Route = createFileRoute('/app/service/$serviceId')({
  component: function Service() {
    const { serviceId } = Route.useParams();
    return <ServicePage key={serviceId} path={`/app/service/${serviceId}`} />;
  },
});
