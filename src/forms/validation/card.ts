import { isLuhnValid } from '../../api/contract/card';
import { type Check, fail } from './context';

/** requirements#validation-card-number: the requirements' text for 'invalidCardNumber' is 'Not a valid card Number'. */
export const cardCheck: Check = {
  name: 'card',
  run: (value) => (typeof value === 'string' && isLuhnValid(value) ? null : fail('invalidCardNumber')),
};
