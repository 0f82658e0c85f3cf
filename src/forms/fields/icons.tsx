import {
  IconAt,
  IconBuilding,
  IconCalendar,
  IconCash,
  IconClock,
  IconCreditCard,
  IconDeviceMobile,
  IconFile,
  IconHash,
  IconHome,
  IconId,
  IconKey,
  IconLink,
  IconLock,
  IconMail,
  IconMapPin,
  IconMessage,
  IconNote,
  IconPalette,
  IconPercentage,
  IconPhone,
  IconReceipt,
  IconSearch,
  IconUser,
  IconWallet,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Parameter, ServiceForm } from '../../api/contract/serviceForm';
import { iconSide } from './attributes';

/**
 * requirements#field-attributes: the icon names a configuration may give a field (the sample's
 * `icon`), each a Tabler icon. A small closed map keeps the bundle small and the names stable; an
 * unknown name draws no icon (the configuration still loads).
 */
export const fieldIcons: Record<string, Icon> = {
  user: IconUser,
  person: IconUser,
  mail: IconMail,
  email: IconMail,
  at: IconAt,
  phone: IconPhone,
  mobile: IconDeviceMobile,
  lock: IconLock,
  password: IconLock,
  key: IconKey,
  calendar: IconCalendar,
  date: IconCalendar,
  clock: IconClock,
  time: IconClock,
  world: IconWorld,
  globe: IconWorld,
  website: IconWorld,
  link: IconLink,
  home: IconHome,
  address: IconMapPin,
  'map-pin': IconMapPin,
  location: IconMapPin,
  hash: IconHash,
  number: IconHash,
  cash: IconCash,
  money: IconCash,
  amount: IconCash,
  wallet: IconWallet,
  card: IconCreditCard,
  'credit-card': IconCreditCard,
  search: IconSearch,
  note: IconNote,
  message: IconMessage,
  id: IconId,
  building: IconBuilding,
  file: IconFile,
  palette: IconPalette,
  colour: IconPalette,
  color: IconPalette,
  percent: IconPercentage,
  receipt: IconReceipt,
};

/** A configured icon name's drawing, or null. */
export function fieldIcon(name: string | undefined): ReactNode {
  const Drawn = name === undefined ? undefined : fieldIcons[name];
  return Drawn ? <Drawn size={16} stroke={1.75} aria-hidden data-icon={name} /> : null;
}

/**
 * The field's icon as a Mantine input section. Mantine's left section is the start one (it sits on
 * the right in right-to-left pages), so start/end map to left/right and flip with the page. A
 * widget whose end section is taken (a select's chevron, a password's eye) keeps the icon at the
 * start: `endTaken`.
 */
export function iconSections(
  parameter: Pick<Parameter, 'icon' | 'iconAlign'>,
  form: Pick<ServiceForm, 'iconAlign'> | undefined,
  endTaken = false,
): { leftSection?: ReactNode; rightSection?: ReactNode } {
  const icon = fieldIcon(parameter.icon);
  if (icon === null) return {};
  return iconSide(parameter, form) === 'end' && !endTaken ? { rightSection: icon } : { leftSection: icon };
}
