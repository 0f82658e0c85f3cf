import { BANK_ACCOUNTS_PREFIX, bankAccountsModel } from './models/bankAccounts.model';
import { definePeopleTests } from './people';

// each worker's own customer (people.ts): its paths run side by side with another worker's
definePeopleTests(bankAccountsModel, BANK_ACCOUNTS_PREFIX);
