import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { StartupError } from './app/startup-error';
import { showToastFromPreviousPage } from './components/toast/toast-after-reload';
import { loadRuntimeConfig } from './config/runtime-config';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  () => {
    showToastFromPreviousPage();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(<StartupError />);
  },
);
