import Linux
