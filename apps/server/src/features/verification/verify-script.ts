/** Where the verification page's script is served (the CSP allows same-origin scripts only). */
export const VERIFY_SCRIPT_PATH = '/assets/verify.js';

/**
 * The verification page's script: hashes a dropped or chosen file with WebCrypto (SHA-256, in the
 * browser; nothing is uploaded) and says which recorded artifact it matches, if any. It reads the
 * recorded hashes from the page's table (`data-file`, `data-sha256`).
 */
export const VERIFY_SCRIPT = `'use strict';
(() => {
  const result = document.getElementById('result');
  const input = document.getElementById('file');
  const drop = document.getElementById('drop');
  if (!result || !input || !drop) return;
  const rows = Array.from(document.querySelectorAll('#artifacts tr[data-sha256]'));
  const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
  const check = async (file) => {
    result.className = '';
    result.textContent = 'Computing the SHA-256 of ' + file.name + '...';
    const digest = hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
    for (const row of rows) row.classList.toggle('match', row.dataset.sha256 === digest);
    const match = rows.find((row) => row.dataset.sha256 === digest);
    if (match) {
      result.className = 'ok';
      result.textContent = 'Matches ' + match.dataset.file + ': this file is the one recorded for this report (SHA-256 ' + digest + ').';
    } else {
      result.className = 'bad';
      result.textContent = 'No match: ' + file.name + ' (SHA-256 ' + digest + ') is not a file of this report, or it was changed.';
    }
  };
  input.addEventListener('change', () => { if (input.files && input.files[0]) void check(input.files[0]); });
  drop.addEventListener('dragover', (event) => { event.preventDefault(); drop.classList.add('over'); });
  drop.addEventListener('dragleave', () => drop.classList.remove('over'));
  drop.addEventListener('drop', (event) => {
    event.preventDefault();
    drop.classList.remove('over');
    const file = event.dataTransfer && event.dataTransfer.files[0];
    if (file) void check(file);
  });
})();
`;
