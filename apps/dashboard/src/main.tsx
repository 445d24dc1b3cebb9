import '@mantine/core/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { EmbedApp } from './embed/EmbedApp';

// `{app_url}/embed/{token}` is an inbox embed's page (decision 0017): its own app, no sign-in, no navigation.
const embedded = window.location.pathname.startsWith('/app/embed/');

createRoot(document.getElementById('root')!).render(<StrictMode>{embedded ? <EmbedApp /> : <App />}</StrictMode>);
