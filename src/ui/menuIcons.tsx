import {
  IconBuildingBank,
  IconCash,
  IconDeviceMobile,
  IconGift,
  IconHeadset,
  IconHelp,
  IconHome,
  IconMapPin,
  IconPoint,
  IconQrcode,
  IconReceipt,
  IconReport,
  IconSend,
  IconSettings,
  IconShoppingCart,
  IconUsers,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';

/** Icons configuration may name (tabler names without the prefix); anything else gets a dot. */
const icons: Record<string, Icon> = {
  'building-bank': IconBuildingBank,
  cash: IconCash,
  'device-mobile': IconDeviceMobile,
  gift: IconGift,
  headset: IconHeadset,
  help: IconHelp,
  home: IconHome,
  'map-pin': IconMapPin,
  qrcode: IconQrcode,
  receipt: IconReceipt,
  report: IconReport,
  send: IconSend,
  settings: IconSettings,
  'shopping-cart': IconShoppingCart,
  users: IconUsers,
  wallet: IconWallet,
};

export function MenuIcon({ name, size = 18 }: { name: string | null; size?: number }) {
  const Found = (name && icons[name]) || IconPoint;
  return <Found size={size} stroke={1.6} aria-hidden />;
}
