import { loadConfig } from './config';
import { run } from './server';

void run(loadConfig());
