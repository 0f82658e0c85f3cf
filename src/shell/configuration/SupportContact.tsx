import { Anchor, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ConfigDetails } from '../../api/contract/configDetails';
import { localize } from '../../forms/localize';
import { useApp } from '../../platform/context';
import { useFlowActor } from '../../platform/flowInspector';
import { configDetailsLogic } from './configuration.logic';

type Configured = { context: { configuration: unknown } };
/** the details the flow carries (the gateway parsed them with configDetailsSchema), or null */
const selectDetails = (s: Configured) => s.context.configuration as ConfigDetails | null;

/**
 * The support desk from configuration/getConfigDetails (requirements#config-details), for the screens
 * where someone is stuck before sign-in. Nothing is shown until the details arrive, or if they fail:
 * the screen works without them.
 */
export function SupportContact() {
  const { i18n } = useLingui();
  const { platform } = useApp();
  const [logic] = useState(() => configDetailsLogic(platform));
  const actor = useFlowActor(logic);
  const details = useSelector(actor, selectDetails);
  if (details === null) return null;
  const phone = details.supportPhone;
  const email = details.supportEmail;
  const hours = localize(details.supportHours, i18n.locale);
  return (
    <Text size="sm" ta="center" data-testid="support-contact">
      <Trans>
        Still stuck? Call{' '}
        <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
            {phone}
          </bdi>
        </Anchor>{' '}
        or write to{' '}
        <Anchor href={`mailto:${email}`}>
          <bdi>{email}</bdi>
        </Anchor>
        .
      </Trans>{' '}
      {hours === '' || hours === '-' ? null : <bdi dir="auto">{hours}</bdi>}
    </Text>
  );
}
