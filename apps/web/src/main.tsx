import './index.css';
import { startApp } from './app/start';

await startApp();
