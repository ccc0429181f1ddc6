import { mountStandalone } from '@hp/shell-sdk/standalone';
import App from './App';

mountStandalone(App);
