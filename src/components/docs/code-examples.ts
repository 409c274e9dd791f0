// The code examples of /documentation. Each is exactly what its Copy button copies. Their
// titles, in each language, are in the dictionaries (src/i18n, `docs.examples`, by `id`).
import type { Dictionary } from '@/i18n';
import { apiBaseUrl } from '@/lib/developers/api';

export interface CodeExample {
  id: keyof Dictionary['docs']['examples'];
  lang: 'javascript';
  code: string;
}

const apiUrl = `${apiBaseUrl}/api/v1`;

export const createConversationExample: CodeExample = {
  id: 'create-conversation-example',
  lang: 'javascript',
  code: `const API_URL = '${apiUrl}';

const response = await fetch(\`\${API_URL}/conversations\`, {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.API_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    type: 'chat',
    language: 'en',
    context: 'Customer is asking about order #48213',
    metadata: { customer_id: 'cus_7Hq2LmX9' },
  }),
});

if (!response.ok) throw new Error(\`Request failed with status \${response.status}\`);

const conversation = await response.json();
console.log(conversation.id, conversation.status);`,
};

export const sendMessageExample: CodeExample = {
  id: 'send-message-example',
  lang: 'javascript',
  code: `const API_URL = '${apiUrl}';
const conversationId = 'conv_01JH8Z4K2M';

const response = await fetch(\`\${API_URL}/conversations/\${conversationId}/messages\`, {
  method: 'POST',
  headers: {
    Authorization: \`Bearer \${process.env.API_KEY}\`,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    message: 'Can I change the delivery address?',
    user_id: 'cus_7Hq2LmX9',
    metadata: { channel: 'web' },
  }),
});

const { ai_response, confidence, response_time } = await response.json();
console.log(\`\${ai_response} (confidence \${confidence}, \${response_time}s)\`);`,
};

export const webhookHandlerExample: CodeExample = {
  id: 'webhook-handler-example',
  lang: 'javascript',
  code: `import crypto from 'node:crypto';
import express from 'express';

const app = express();

app.post('/webhooks/assistant', express.raw({ type: 'application/json' }), (req, res) => {
  const signature = req.get('X-Signature') ?? '';
  const expected = crypto.createHmac('sha256', process.env.WEBHOOK_SECRET).update(req.body).digest('hex');
  const valid =
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!valid) return res.sendStatus(401);

  const event = JSON.parse(req.body);
  switch (event.type) {
    case 'conversation.completed':
      console.log(\`Conversation \${event.data.id} completed, resolved: \${event.data.resolved}\`);
      break;
    case 'message.received':
      console.log(\`New message in \${event.data.conversation_id}: \${event.data.message}\`);
      break;
  }

  res.sendStatus(200);
});

app.listen(3000);`,
};

export const codeExamples = [createConversationExample, sendMessageExample, webhookHandlerExample];
