// The payload fields /documentation documents (spec section 3) and the webhook events (section 7).
// What each field and event means, in each language, is in the dictionaries (src/i18n, `docs.fields`
// and `docs.events`).

export interface Field {
  name: string;
  type: string;
  required?: boolean;
}

export interface Payload {
  request: Field[];
  response: Field[];
}

export const createConversationPayload: Payload = {
  request: [
    { name: 'type', type: 'string', required: true },
    { name: 'language', type: 'string', required: true },
    { name: 'context', type: 'string' },
    { name: 'metadata', type: 'object' },
  ],
  response: [
    { name: 'id', type: 'string' },
    { name: 'type', type: 'string' },
    { name: 'status', type: 'string' },
    { name: 'created_at', type: 'string' },
  ],
};

export const sendMessagePayload: Payload = {
  request: [
    { name: 'message', type: 'string', required: true },
    { name: 'user_id', type: 'string', required: true },
    { name: 'metadata', type: 'object' },
  ],
  response: [
    { name: 'id', type: 'string' },
    { name: 'ai_response', type: 'string' },
    { name: 'confidence', type: 'number' },
    { name: 'response_time', type: 'number' },
  ],
};

export const analyticsPayload: Payload = {
  request: [
    { name: 'period', type: 'string', required: true },
    { name: 'metrics', type: 'string' },
  ],
  response: [
    { name: 'period', type: 'string' },
    { name: 'total_conversations', type: 'integer' },
    { name: 'avg_satisfaction', type: 'number' },
    { name: 'avg_response_time', type: 'number' },
    { name: 'resolution_rate', type: 'number' },
  ],
};

export interface WebhookEvent {
  name: 'conversation.completed' | 'message.received';
  example: string;
}

export const webhookEvents: WebhookEvent[] = [
  {
    name: 'conversation.completed',
    example: JSON.stringify(
      {
        id: 'evt_01JH8ZB2QF',
        type: 'conversation.completed',
        created_at: '2025-01-15T09:36:40Z',
        data: { id: 'conv_01JH8Z4K2M', type: 'chat', status: 'completed', resolved: true, duration: 388 },
      },
      null,
      2,
    ),
  },
  {
    name: 'message.received',
    example: JSON.stringify(
      {
        id: 'evt_01JH8Z9X4N',
        type: 'message.received',
        created_at: '2025-01-15T09:31:05Z',
        data: {
          id: 'msg_01JH8Z6C8P',
          conversation_id: 'conv_01JH8Z4K2M',
          message: 'Can I change the delivery address?',
          user_id: 'cus_7Hq2LmX9',
          metadata: { channel: 'web' },
        },
      },
      null,
      2,
    ),
  },
];
