import type { UserCategory } from '../../src/api/contract/categories';
import type { BalanceLayout, BalanceLayoutItem } from '../../src/api/contract/balanceLayout';
import * as paths from '../../src/api/contract/paths';

type Label = BalanceLayoutItem['label'];

const mainWallet: Label = { en: 'Main wallet', ar: 'المحفظة الرئيسية', ku: 'جزدانی سەرەکی' };
const float: Label = { en: 'Float wallet', ar: 'محفظة التشغيل', ku: 'جزدانی کارپێکردن' };
const commission: Label = { en: 'Commission', ar: 'العمولة', ku: 'کۆمیسیۆن' };
const sales: Label = { en: 'Sales wallet', ar: 'محفظة المبيعات', ku: 'جزدانی فرۆشتن' };
const payroll: Label = { en: 'Disbursement wallet', ar: 'محفظة الصرف', ku: 'جزدانی دابەشکردن' };
const instrument: Label = { en: 'Card pouch', ar: 'جيب البطاقة', ku: 'گیرفانی کارت' };

const item = (pouchType: string, label: Label, sortOrder: number): BalanceLayoutItem => ({
  pouchType,
  label,
  sortOrder,
});

/**
 * requirements#balance: which pouches each category's balance widget draws, in what order, with
 * what label (moduleType=balancewidget). A pouch the user does not hold is not drawn. The
 * consumer's layout carries a balance-fetch config naming the balance call itself (POST with an
 * empty requestObj), the others none, so both ways of fetching are exercised.
 */
export function seedBalanceLayout(category: UserCategory): BalanceLayout {
  switch (category) {
    case 'consumer':
      return {
        items: [item('EMONEY', mainWallet, 1), item('PAYMENTINSTRUMENT_POUCH', instrument, 2)],
        balanceFetch: { url: paths.getBalance, method: 'POST', requestObj: {} },
      };
    case 'agent':
    case 'superAgent':
      return { items: [item('EMONEY', float, 1), item('EPOUCH', commission, 2)], balanceFetch: null };
    case 'merchant':
      return { items: [item('EMONEY', sales, 1)], balanceFetch: null };
    case 'enterprise':
      return { items: [item('EMONEY', payroll, 1)], balanceFetch: null };
    case 'csr':
    case 'vendor':
      return { items: [item('EMONEY', mainWallet, 1)], balanceFetch: null };
  }
}
