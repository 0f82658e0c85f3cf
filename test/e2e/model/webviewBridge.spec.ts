import { defineModelTests } from './define';
import { webviewBridgeModel } from './models/webviewBridge.model';

defineModelTests(webviewBridgeModel);
