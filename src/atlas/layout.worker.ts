/// <reference lib="webworker" />
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { serveRequests } from './workerClient';

/** ELK in its own thread: the atlas stays responsive while a big chart is laid out. */
const elk = new ELK();
serveRequests<ElkNode, ElkNode>((graph) => elk.layout(graph));
