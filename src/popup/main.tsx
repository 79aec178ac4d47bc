import { render } from 'preact';
import { watchPersonActivity } from './lib/person-activity';
import { App } from './app';
import './styles.css';

watchPersonActivity();
render(<App />, document.getElementById('app')!);
