"""PPO on CartPole (gymnasium), in the form of the single-file PPO scripts: a rollout of
actions sampled from the policy under no_grad, advantages by GAE, then a few epochs over the
rollout in minibatches shuffled with NumPy, a clipped surrogate loss and a value loss, the
gradient norm clipped.

    ppo.py OUT [--rollouts R]
"""

import argparse

import gymnasium as gym
import numpy as np
import torch
from torch import nn
from torch.distributions import Categorical

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--rollouts", type=int, default=3)
args = parser.parse_args()

STEPS, EPOCHS, MINIBATCH, GAMMA, LAMBDA, CLIP = 64, 2, 16, 0.99, 0.95, 0.2
np.random.seed(1)
torch.manual_seed(1)
env = gym.make("CartPole-v1")
state, _ = env.reset(seed=1)


class ActorCritic(nn.Module):
    def __init__(self):
        super().__init__()
        self.actor = nn.Sequential(nn.Linear(4, 32), nn.Tanh(), nn.Linear(32, 2))
        self.critic = nn.Sequential(nn.Linear(4, 32), nn.Tanh(), nn.Linear(32, 1))

    def forward(self, x):
        return Categorical(logits=self.actor(x)), self.critic(x).squeeze(-1)


agent = ActorCritic()
optimizer = torch.optim.Adam(agent.parameters(), lr=3e-4, eps=1e-5)
for rollout in range(args.rollouts):
    states, actions, log_probs, rewards, dones, values = [], [], [], [], [], []
    with torch.no_grad():
        for _ in range(STEPS):
            x = torch.as_tensor(state, dtype=torch.float32)
            policy, value = agent(x)
            action = policy.sample()
            states.append(x)
            actions.append(action)
            log_probs.append(policy.log_prob(action))
            values.append(value)
            state, reward, terminated, truncated, _ = env.step(action.item())
            rewards.append(reward)
            dones.append(terminated or truncated)
            if terminated or truncated:
                state, _ = env.reset()
        _, last = agent(torch.as_tensor(state, dtype=torch.float32))
        advantages, gae = torch.zeros(STEPS), 0.0
        for t in reversed(range(STEPS)):
            following = last if t == STEPS - 1 else values[t + 1]
            alive = 1.0 - dones[t]
            delta = rewards[t] + GAMMA * following * alive - values[t]
            gae = delta + GAMMA * LAMBDA * alive * gae
            advantages[t] = gae
    states, actions = torch.stack(states), torch.stack(actions)
    old_log_probs, values = torch.stack(log_probs), torch.stack(values)
    returns = advantages + values
    for _epoch in range(EPOCHS):
        order = np.random.permutation(STEPS)
        for start in range(0, STEPS, MINIBATCH):
            index = order[start : start + MINIBATCH]
            policy, value = agent(states[index])
            ratio = (policy.log_prob(actions[index]) - old_log_probs[index]).exp()
            advantage = advantages[index]
            advantage = (advantage - advantage.mean()) / (advantage.std() + 1e-8)
            surrogate = torch.min(ratio * advantage, ratio.clamp(1 - CLIP, 1 + CLIP) * advantage)
            loss = -surrogate.mean() + 0.5 * (value - returns[index]).pow(2).mean()
            optimizer.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(agent.parameters(), 0.5)
            optimizer.step()
    print(f"rollout {rollout} reward {sum(rewards):.0f} loss {loss.item():.4f}")
torch.save(agent.state_dict(), args.out)
