import { render } from 'preact';
import { watchPersonActivity } from './lib/person-activity';
import { App, firstState } from './app';
import './styles.css';

// Asked before the first render, so the background works while Preact starts.
const first = firstState();
watchPersonActivity();
render(<App first={first} />, document.getElementById('app')!);
