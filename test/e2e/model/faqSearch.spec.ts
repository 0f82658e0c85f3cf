import { defineModelTests } from './define';
import { faqSearchModel } from './models/faqSearch.model';

defineModelTests(faqSearchModel);
