import { TRANSACTION_VIEW_PREFIX, transactionViewModel } from './models/transactionView.model';
import { definePeopleTests } from './people';

// each worker's own customer (people.ts), paid twice on its first path: its transactions are no other worker's
definePeopleTests(transactionViewModel, TRANSACTION_VIEW_PREFIX);
