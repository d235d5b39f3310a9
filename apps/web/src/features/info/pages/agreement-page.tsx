import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AGREEMENT } from './agreement-text';

/** /info/agreement: terms of use and personal-data consent. */
export function AgreementPage() {
  return (
    <Box component="article" sx={{ maxWidth: 860, mx: 'auto', px: 2, py: 4 }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Пользовательское соглашение и согласие на обработку персональных данных
      </Typography>
      {AGREEMENT.map((section) => (
        <Box key={section.title} component="section" sx={{ mt: 3 }}>
          <Typography variant="h3" component="h2" gutterBottom>
            {section.title}
          </Typography>
          {section.paragraphs.map((text) => (
            <Typography key={text} sx={{ mb: 1.5 }}>
              {text}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
