/** The verification screens' strings, in English (keys start with `verification.`). */
export const verificationEn = {
  'verification.tagline': 'Public report verification',
  'verification.title': 'Check a report',
  'verification.intro':
    'Type the verification code printed on the report (next to its QR code) to see what CTP recorded for it, and to check the files you hold. No sign-in is needed.',
  'verification.code.form': 'Look up a verification code',
  'verification.code.label': 'Verification code',
  'verification.code.hint': 'As printed on the report, e.g. CTP-2026-7KQM-4XPA',
  'verification.code.submit': 'Look up',
  'verification.code.required': 'Enter the code printed on the report.',
  'verification.code.invalid':
    'This does not look like a verification code: letters and digits in groups joined by dashes, e.g. CTP-2026-7KQM-4XPA.',
  'verification.reportTitle': 'Report {code}',
  'verification.genuine': 'This report was issued through CTP',
  'verification.genuineDetail':
    'It is recorded as follows. Compare it with the copy you hold, and check its files below.',
  'verification.notVerified': 'No report found',
  'verification.notFound':
    'No report has this verification code. Check the code printed on the report, letter by letter.',
  'verification.tooMany': 'Too many lookups from your network. Wait a minute, then try again.',
  'verification.another': 'Check another code',
  'verification.superseded': 'Superseded: this report was restated',
  'verification.supersededDetail':
    'The report below was issued through CTP, but a restated report replaces it. The current figures are in report',
  'verification.restates': 'This report is a restatement. It replaces report',
  'verification.organization': 'Organization',
  'verification.report': 'Report',
  'verification.framework': 'Framework',
  'verification.frameworkValue': '{name} ({code}, version {version})',
  'verification.period': 'Reporting period',
  'verification.generated': 'Generated',
  'verification.code': 'Verification code',
  'verification.totals': 'Totals',
  'verification.totals.scope': 'Emissions',
  'verification.totals.note':
    'As the report prints them: tonnes of CO2e, rounded half-up to three decimals. Location- and market-based Scope 2 are two views of the same electricity and are never added.',
  'verification.contentHash': 'Content hash',
  'verification.files.title': 'Check your files',
  'verification.files.intro':
    'Drop the files of this report you downloaded (the PDF, the CSV files…) or choose them. Your browser computes their SHA-256 and compares it with what was recorded; the files are not uploaded.',
  'verification.files.drop': 'Drop files here, or',
  'verification.files.choose': 'Choose files',
  'verification.files.match': '{name} matches {artifact}',
  'verification.files.matchDetail': 'This file is exactly the one recorded for this report.',
  'verification.files.noMatch': '{name}: no match',
  'verification.files.noMatchDetail':
    'This file is not one of this report’s files, or it was changed after the report was issued.',
  'verification.files.sha': 'SHA-256',
  'verification.files.recorded': 'The files recorded for this report',
  'verification.files.file': 'File',
  'verification.files.checked': 'Your file',
  'verification.files.matched': 'Matches',
} as const;
