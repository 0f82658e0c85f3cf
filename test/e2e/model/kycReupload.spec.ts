import { defineModelTests } from './define';
import { kycReuploadModel } from './models/kycReupload.model';

// a visitor's application under review, a document sent again; the full set: the fewest paths that take every transition
defineModelTests(kycReuploadModel, { fullCover: 'transitions' });
