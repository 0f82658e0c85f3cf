import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../../flows/serviceWizard/ServicePage';

/** requirements#service-routes: service routes under /app/services/, the user's when their menus lead there. */
export const Route = createFileRoute('/app/services/$serviceId')({
  component: function Service() {
    const { serviceId } = Route.useParams();
    return <ServicePage key={serviceId} path={`/app/services/${serviceId}`} />;
  },
});
